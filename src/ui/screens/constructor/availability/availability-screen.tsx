import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '#styled-system/css';
import { availabilityPageMachine } from '#machines/constructor/availability-page/availability-page.machine';
import { selectAvailabilityPageView } from '#machines/constructor/availability-page/availability-page.select';
import type { BoardFilters } from '#machines/constructor/availability-page/board-filters';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { FormField, TextInput } from '#ui/components/form-field';
import { pageStyles } from '#ui/components/page-kit';
import { SelectField } from '#ui/components/select';
import { Spinner } from '#ui/components/spinner';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { BoardGrid, STATUS_COLOURS } from './board-grid';
import { UnitPanel } from './unit-panel';

const styles = {
  filters: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '4',
  }),
  legend: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0' }),
  swatch: css({
    px: '3',
    py: '1',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: 'md',
    fontSize: 'sm',
  }),
};

type PageRef = ActorRefFrom<typeof availabilityPageMachine>;

/** 'Tablero de disponibilidad': filters, legend with counts, the board by tower and floor, and a unit's panel. */
export function AvailabilityView({ pageRef }: { pageRef: PageRef }) {
  const view = useSelector(pageRef, selectAvailabilityPageView, shallowEqual);
  const change = (patch: Partial<BoardFilters>) =>
    pageRef.send({ type: 'filters.change', filters: { ...view.filters, ...patch } });
  return (
    <div className={pageStyles.page}>
      <div>
        <h1 className={pageStyles.title}>Tablero de disponibilidad</h1>
        {view.projectName && <p className={pageStyles.subtitle}>{view.projectName}</p>}
      </div>
      {view.loading && <Spinner text="Cargando tablero..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => pageRef.send({ type: 'board.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {view.projectName && (
        <>
          <Card title="Filtros">
            <div className={styles.filters}>
              <SelectField
                label="Modelo"
                placeholder="Todos"
                items={[{ value: '', label: 'Todos' }, ...view.models]}
                value={view.filters.model}
                onValueChange={(v) => change({ model: v ?? '' })}
              />
              <SelectField
                label="Alcobas"
                placeholder="Todas"
                items={[{ value: '', label: 'Todas' }, ...view.bedrooms]}
                value={view.filters.bedrooms}
                onValueChange={(v) => change({ bedrooms: v ?? '' })}
              />
              <FormField label="Precio mínimo">
                <TextInput
                  inputMode="numeric"
                  value={view.filters.minPrice}
                  onChange={(e) => change({ minPrice: e.target.value })}
                />
              </FormField>
              <FormField label="Precio máximo" error={view.filterError ?? undefined}>
                <TextInput
                  inputMode="numeric"
                  value={view.filters.maxPrice}
                  onChange={(e) => change({ maxPrice: e.target.value })}
                />
              </FormField>
            </div>
          </Card>
          <section aria-label="Leyenda">
            <ul className={styles.legend}>
              {view.legend.map((item) => (
                <li key={item.status} className={cx(styles.swatch, STATUS_COLOURS[item.status])}>
                  {item.label}: {item.count}
                </li>
              ))}
              <li className={styles.swatch}>Total: {view.total}</li>
            </ul>
          </section>
          {view.total === 0 ? (
            <p>No hay unidades que coincidan con los filtros</p>
          ) : (
            <BoardGrid
              towers={view.towers}
              focusedUnitId={view.focusedUnitId}
              onFocus={(unitId) => pageRef.send({ type: 'unit.focus', unitId })}
              onOpen={(unitId) => pageRef.send({ type: 'unit.open', unitId })}
            />
          )}
        </>
      )}
      {view.panelRef && (
        <UnitPanel panelRef={view.panelRef} onClose={() => pageRef.send({ type: 'panel.close' })} />
      )}
    </div>
  );
}

/** `/constructor/projects/:projectId/availability`. */
export function AvailabilityScreen() {
  const { projectId } = useParams<{ projectId: string }>();
  const access = useAccess();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(availabilityPageMachine.provide({ actions: { navigate } }), {
    input: { projectId: Number(projectId), access },
  });
  useAccessSync(pageRef, access);
  return (
    <WorkspaceFrame>
      <AvailabilityView pageRef={pageRef} />
    </WorkspaceFrame>
  );
}
