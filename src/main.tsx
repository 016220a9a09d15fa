import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#ui/theme/global.css';
import { App } from '#ui/app';

// zod is not part of the first download (docs/decisions/0026): the Spanish messages are installed as soon as it
// arrives, long before the first form is submitted or the first answer checked.
void import('#domain/validation-messages').then((m) => m.installSpanishValidationMessages());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
);
