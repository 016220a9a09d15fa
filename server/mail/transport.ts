import { createTransport, type Transporter } from 'nodemailer';
import { mailConfig } from '#server/config';

/**
 * The SMTP transport for SMTP_URL (the development inbox by default). Every wait is bounded, so a mail server that
 * hangs fails the attempt, and the queue retries, instead of holding a worker.
 */
export const createMailTransport = (smtpUrl = mailConfig().smtpUrl) =>
  createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

let shared: Transporter | undefined;

/** The process's transport for SMTP_URL, made at the first delivery. */
export const mailTransport = () => (shared ??= createMailTransport());
