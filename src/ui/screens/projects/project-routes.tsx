import type { ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { ModelFormScreen } from '#ui/screens/property-models/model-form-screen';
import { PropertiesScreen } from '#ui/screens/properties/properties-screen';
import { PropertyDetailScreen } from '#ui/screens/properties/property-detail-screen';
import { IndependentPropertyFormScreen, UnitFormScreen } from '#ui/screens/properties/property-form-screen';
import { ProjectDetailScreen } from './project-detail-screen';
import { ProjectCreateScreen, ProjectEditScreen } from './project-form-screen';
import { ProjectsScreen } from './projects-screen';

type Entry = { path: string; component: ComponentType };

// The model list lives on the project page; the spec's back link to /projects/{id}/property-models lands there.
function ModelListRedirect() {
  const { projectId } = useParams<{ projectId: string }>();
  return <Redirect to={`/projects/${projectId}`} replace />;
}

function AdminProjectDetailScreen() {
  return <ProjectDetailScreen basePath="/admin/projects" />;
}

function AdminProjectEditScreen() {
  return <ProjectEditScreen basePath="/admin/projects" />;
}

/** Spec §2 project and property routes (more specific paths first). */
export const PROJECT_ROUTES: Entry[] = [
  { path: '/projects', component: ProjectsScreen },
  { path: '/projects/new', component: ProjectCreateScreen },
  { path: '/projects/:projectId/edit', component: ProjectEditScreen },
  { path: '/projects/:projectId/add-property', component: UnitFormScreen },
  { path: '/projects/:projectId/properties/:propertyId/edit', component: UnitFormScreen },
  { path: '/projects/:projectId/property-models', component: ModelListRedirect },
  { path: '/projects/:projectId/property-models/new', component: ModelFormScreen },
  { path: '/projects/:projectId/property-models/:modelId/edit', component: ModelFormScreen },
  { path: '/projects/:projectId', component: ProjectDetailScreen },
  { path: '/properties', component: PropertiesScreen },
  { path: '/properties/new', component: IndependentPropertyFormScreen },
  { path: '/properties/:propertyId/edit', component: IndependentPropertyFormScreen },
  { path: '/properties/:propertyId', component: PropertyDetailScreen },
];

/** Spec §2: the admin area's project pages are the same screens as the portal's. */
export const ADMIN_PROJECT_ROUTES: Entry[] = [
  { path: '/admin/projects/:projectId/edit', component: AdminProjectEditScreen },
  { path: '/admin/projects/:projectId', component: AdminProjectDetailScreen },
];
