import { fromPromise } from 'xstate';
import type { CountryCode, DocumentType } from '#domain/countries';
import { fetchDocumentTypes } from '#api/companies.api';
import { api } from '#api/runtime';

/** One country's document types; stopping the actor aborts the request. */
export const loadDocumentTypes = fromPromise<DocumentType[], { country: CountryCode }>(({ input, signal }) =>
  fetchDocumentTypes(api, input.country, signal)
);
