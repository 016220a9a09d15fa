import { css } from '#styled-system/css';
import { ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';

/** An honest notice for a portal section whose screens are not part of this release yet. */
export function PendingSectionScreen({ title }: { title: string }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ textStyle: 'heading.page' })}>{title}</h1>
      <EmptyState
        title="Sección aún no disponible"
        description="Esta sección del portal todavía no está habilitada en esta versión."
        action={<ButtonLink href="/dashboard">Ir al Dashboard</ButtonLink>}
      />
    </section>
  );
}
