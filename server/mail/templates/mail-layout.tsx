/** @jsxRuntime automatic */
// tsx, which runs the API, compiles JSX per file and applies no tsconfig here (the root one lists no files):
// without this pragma it would call an undefined React.createElement. Every .tsx file of the server carries it.
import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { webLink } from './mail-template';

// Inline styles only: mail programs drop <style> blocks and external sheets.
const page = {
  backgroundColor: '#f4f6f8',
  fontFamily: 'Arial, Helvetica, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const card = { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '32px' };
const brand = {
  color: '#1d4ed8',
  fontSize: '14px',
  fontWeight: 700,
  letterSpacing: '0.5px',
  margin: '0 0 16px',
};
const title = { color: '#111827', fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' };
const footer = { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: 0 };
const button = {
  backgroundColor: '#1d4ed8',
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
};
const paragraph = { color: '#1f2937', fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' };

type LayoutProps = {
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  /** The company the mail speaks for; the platform's name alone when the mail is the platform's own. */
  companyName?: string | null;
  /** Why the recipient gets this mail, in the footer. */
  reason: string;
  /** The mail's language: Spanish, or English for a saved search of an English conversation. */
  lang?: 'es' | 'en' | undefined;
  children: ReactNode;
};

/** The frame every In-Best mail shares: who sends it, a heading, the body and a footer saying why it came. */
export function MailLayout({ preview, heading, companyName, reason, lang = 'es', children }: LayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{companyName ? `${companyName} · In-Best` : 'In-Best'}</Text>
          <Heading as="h1" style={title}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={footer}>{reason}</Text>
          <Text style={footer}>In-Best · {webLink('/')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's one call to action, a link at WEB_ORIGIN. */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** A label and value line ('Teléfono: +57 300 …'); nothing when the value is missing. */
export function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Text style={{ ...paragraph, margin: '0 0 6px' }}>
      <strong>{label}:</strong> {value}
    </Text>
  );
}

/** A paragraph in the mail's body style. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}
