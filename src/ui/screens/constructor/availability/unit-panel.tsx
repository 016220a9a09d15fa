import { useState } from 'react';
import { useSelector, shallowEqual } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate, formatMoney } from '#domain/format';
import type { unitPanelMachine } from '#machines/constructor/unit-panel/unit-panel.machine';
import { selectUnitPanelView } from '#machines/constructor/unit-panel/unit-panel.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextArea } from '#ui/components/form-field';
import { DetailList, orDash } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';

const styles = {
  heading: css({ textStyle: 'heading.card' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  history: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' }),
  entry: css({ borderLeftWidth: '3px', borderLeftStyle: 'solid', borderLeftColor: 'border', pl: '3' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
};

type Props = { panelRef: ActorRefFrom<typeof unitPanelMachine>; onClose(): void };

/** The unit's side panel: its figures, the actions the role may take on it, and its status history. */
export function UnitPanel({ panelRef, onClose }: Props) {
  const view = useSelector(panelRef, selectUnitPanelView, shallowEqual);
  const { unit } = view;
  return (
    <>
      <Dialog
        open
        size="md"
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={unit.name}
        description={`Estado: ${view.statusLabel}`}
        footer={
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        }
      >
        <DetailList
          items={[
            { label: 'Estado', value: view.statusLabel },
            {
              label: 'Precio',
              value: unit.price === null ? orDash(null) : formatMoney(unit.price, unit.currency),
            },
            { label: 'Modelo', value: orDash(unit.property_model_name) },
            { label: 'Área', value: unit.area === null ? orDash(null) : `${unit.area} m²` },
            { label: 'Alcobas', value: unit.bedrooms ?? orDash(null) },
            { label: 'Piso', value: unit.floor_number ?? orDash(null) },
            { label: 'Torre', value: orDash(unit.tower) },
          ]}
        />
        {view.actions.length > 0 && (
          <div className={styles.actions}>
            {view.actions.map((a) => (
              <Button
                key={a.id}
                variant="outline"
                disabled={'disabled' in a}
                onClick={() => panelRef.send({ type: 'unit.action', id: a.id })}
              >
                {a.label}
              </Button>
            ))}
          </div>
        )}
        <section aria-label="Historial de estados">
          <h3 className={styles.heading}>Historial de estados</h3>
          {view.historyLoading && <Spinner size="sm" text="Cargando historial..." />}
          {view.historyError && <Alert tone="error">{view.historyError}</Alert>}
          {!view.historyLoading && !view.historyError && view.history.length === 0 && (
            <p className={styles.muted}>Sin cambios de estado registrados</p>
          )}
          <ul className={styles.history}>
            {view.history.map((e) => (
              <li key={e.id} className={styles.entry}>
                <div>{e.change}</div>
                {e.reason && <div>Motivo: {e.reason}</div>}
                <div className={styles.muted}>
                  {e.by} · {formatDate(e.at)}
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Dialog>
      {view.reason && <ReasonDialog panelRef={panelRef} reason={view.reason} />}
    </>
  );
}

type ReasonProps = {
  panelRef: Props['panelRef'];
  reason: NonNullable<ReturnType<typeof selectUnitPanelView>['reason']>;
};

// The reason field's text is the view's own until it is sent; the machine checks it with the server's schema.
function ReasonDialog({ panelRef, reason }: ReasonProps) {
  const [text, setText] = useState('');
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open) panelRef.send({ type: 'reason.cancel' });
      }}
      title={reason.title}
      footer={
        <>
          <Button variant="outline" onClick={() => panelRef.send({ type: 'reason.cancel' })}>
            Cancelar
          </Button>
          <Button
            disabled={reason.saving}
            onClick={() => panelRef.send({ type: 'reason.submit', reason: text })}
          >
            {reason.saving ? 'Guardando...' : reason.confirm}
          </Button>
        </>
      }
    >
      <FormField label="Motivo" required error={reason.error ?? undefined}>
        <TextArea value={text} rows={3} maxLength={500} onChange={(e) => setText(e.target.value)} />
      </FormField>
    </Dialog>
  );
}
