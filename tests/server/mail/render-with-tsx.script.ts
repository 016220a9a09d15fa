// Run by templates.test.ts under tsx, the runtime of the API process (vitest compiles JSX its own way).
import { MAIL_TEMPLATES, mailTemplate, type MailTemplateName } from '#server/mail/templates/catalogue';
import { renderMail } from '#server/mail/templates/mail-template';

const name = process.argv[2] as MailTemplateName;
if (!Object.hasOwn(MAIL_TEMPLATES, name)) throw new Error(`No template ${name}`);
const mail = await renderMail(mailTemplate(name), JSON.parse(process.argv[3]!) as never);
console.log(JSON.stringify({ subject: mail.subject, text: mail.text }));
