import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#ui/theme/global.css';
import { App } from '#ui/app';
import { installSpanishValidationMessages } from '#domain/validation-messages';

installSpanishValidationMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
);
