import type { ReactNode } from 'react';
import { EmptyState } from '#ui/components/empty-state';
import { Spinner } from '#ui/components/spinner';
import { useActiveCompany } from '#ui/shell/use-active-company';

type Company = { id: number; name: string };

/** Renders its child with the session's active company; until there is one, says so. */
export function WithActiveCompany({ children }: { children: (company: Company) => ReactNode }) {
  const { pending, activeCompany } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  if (!activeCompany) {
    return (
      <EmptyState
        title="Selecciona una empresa"
        description="Elige una empresa en la barra superior para ver su espacio de constructor."
      />
    );
  }
  return children(activeCompany);
}
