import { Redirect, useParams } from 'wouter';
import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const ModelFormScreen = lazyScreen(() => import('./model-form-screen').then((m) => m.ModelFormScreen));

// The model list lives on the project page; the spec's back link to /projects/{id}/property-models lands there.
function ModelListRedirect() {
  const { projectId } = useParams<{ projectId: string }>();
  return <Redirect to={`/projects/${projectId}`} replace />;
}

/** Spec §2 property-model routes. */
export const MODEL_ROUTES: RouteEntry[] = [
  { path: '/projects/:projectId/property-models', component: ModelListRedirect },
  { path: '/projects/:projectId/property-models/new', component: ModelFormScreen },
  { path: '/projects/:projectId/property-models/:modelId/edit', component: ModelFormScreen },
];
