import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { Spinner } from '#ui/components/spinner';

// Layout pieces shared by the project, model and property forms and their load states.

export const formStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  grid3: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' }),
  wide: css({ gridColumn: { md: '1 / -1' } }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' }),
  page: css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '5xl' }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  title: css({ textStyle: 'heading.page' }),
  muted: css({ color: 'fg.muted', textStyle: 'body' }),
  readOnly: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
    gap: '3',
    p: '3',
    bg: 'bg.muted',
    borderRadius: 'control',
    textStyle: 'body',
  }),
  readOnlyTerm: css({ color: 'fg.muted', textStyle: 'caption' }),
};

/** One titled section of a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={title}>{children}</Card>;
}

/** Props of {@link LoadStates}. */
export type LoadStatesProps = {
  loading?: boolean;
  loadingText?: string;
  notFound?: { title: string; message?: string } | null;
  error?: { title: string; message?: string | null; onRetry?: () => void } | null;
  denied?: { title: string; message: string } | null;
  onBack?: () => void;
};

/** What a form or detail screen shows instead of its content: loading, missing, failed or not allowed. */
export function LoadStates({ loading, loadingText, notFound, error, denied, onBack }: LoadStatesProps) {
  const back = onBack ? (
    <Button variant="outline" onClick={onBack}>
      Volver
    </Button>
  ) : undefined;
  if (loading) return <Spinner size="lg" text={loadingText ?? 'Cargando...'} />;
  if (denied) {
    return (
      <Card>
        <Alert tone="warning" title={denied.title} action={back}>
          {denied.message}
        </Alert>
      </Card>
    );
  }
  if (notFound) {
    return (
      <Card>
        <Alert tone="info" title={notFound.title} action={back}>
          {notFound.message}
        </Alert>
      </Card>
    );
  }
  if (error) {
    return (
      <Card title="Error">
        <Alert
          tone="error"
          title={error.title}
          action={
            <div className={css({ display: 'flex', gap: '2' })}>
              {error.onRetry && (
                <Button size="sm" variant="outline" onClick={error.onRetry}>
                  Reintentar
                </Button>
              )}
              {back}
            </div>
          }
        >
          {error.message}
        </Alert>
      </Card>
    );
  }
  return null;
}
