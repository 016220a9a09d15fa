import { formatDate, formatMoney } from '#domain/format';
import type { PlanRowKind } from '#domain/quote-plan';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { quoteStyles } from './quote-styles';

type Row = { kind: PlanRowKind; label: string; dueDate: string | null; amount: number };

/** A quote's payment plan: each row with its date (the deed's rows have none) and the total, which is the price. */
export function QuotePlanTable({ rows, total, label }: { rows: Row[]; total: number; label: string }) {
  return (
    <Table stacked aria-label={label}>
      <TableHead>
        <TableRow>
          <TableHeader>Concepto</TableHeader>
          <TableHeader>Fecha</TableHeader>
          <TableHeader>Valor</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.kind}-${row.label}`}>
            <TableCell label="Concepto">{row.label}</TableCell>
            <TableCell label="Fecha">
              {row.dueDate ? formatDate(row.dueDate) : 'A la escrituración'}
            </TableCell>
            <TableCell label="Valor">{formatMoney(row.amount, 'COP')}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell label="Concepto" className={quoteStyles.total}>
            Total del plan
          </TableCell>
          <TableCell label="Fecha">—</TableCell>
          <TableCell label="Valor" className={quoteStyles.total}>
            {formatMoney(total, 'COP')}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
