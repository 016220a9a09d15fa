import { useState } from 'react';
import { css } from '#styled-system/css';
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LOST_REASON_REQUIRED,
  type LeadChange,
  type LeadDetail,
  type LeadStatus,
} from '#domain/lead';
import { Button } from '#ui/components/button';
import { FormField, TextArea } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));

/**
 * The lead's status. Every status but 'Descartado' saves on choice; 'Descartado' first asks why, since a lead closed
 * without its reason loses what the team learnt. Keyed by lead version so a reloaded copy starts afresh.
 */
export function LeadStatusEditor({
  lead,
  disabled,
  onUpdate,
}: {
  lead: LeadDetail;
  disabled: boolean;
  onUpdate(patch: LeadChange): void;
}) {
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <SelectField
        label="Estado"
        items={STATUS_OPTIONS}
        value={closing ? 'lost' : lead.status}
        disabled={disabled}
        onValueChange={(value) => {
          if (!value || value === lead.status) return setClosing(false);
          if (value === 'lost') return setClosing(true);
          setClosing(false);
          onUpdate({ status: value as LeadStatus });
        }}
      />
      {closing && (
        <>
          <FormField
            label="Motivo del descarte"
            error={touched && missing ? LOST_REASON_REQUIRED : undefined}
          >
            <TextArea
              rows={2}
              value={reason}
              maxLength={500}
              disabled={disabled}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button
              size="sm"
              disabled={disabled}
              onClick={() => {
                setTouched(true);
                if (!missing) onUpdate({ status: 'lost', lost_reason: reason.trim() });
              }}
            >
              Descartar lead
            </Button>
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => setClosing(false)}>
              Cancelar
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
