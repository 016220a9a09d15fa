/** What a delete dialog removes: a project, a property or unit, or a property model. */
export type DeleteTarget =
  | { kind: 'project'; id: number; name: string; redirectTo?: string }
  | { kind: 'property'; id: number; name: string; projectId: number | null }
  | { kind: 'model'; id: number; name: string; propertiesCount: number };
