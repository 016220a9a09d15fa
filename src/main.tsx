import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#ui/theme/global.css';
import { App } from '#ui/app';
import { preloadRoute } from '#ui/routes';

// zod is not part of the first download (docs/decisions/0026): the Spanish messages are installed as soon as it
// arrives, long before the first form is submitted or the first answer checked.
void import('#domain/validation-messages').then((m) => m.installSpanishValidationMessages());

// The page's route arrives before the first render, so no spinner is committed and nothing waits for React's
// hold on revealing after one (docs/decisions/0067); until then the page's own spinner shows. A chunk that fails
// is asked for again when the route renders, which shows its error.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  );
