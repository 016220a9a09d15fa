// What a separación starts from, shared by the chart and its actors.

/** Where a separación starts: an accepted quote ('Separar' on the quote) or a unit ('Separar' on the board). */
export type SeparationSource = { kind: 'quote'; quoteId: number } | { kind: 'unit'; unitId: number };

/** What the form shows before the deposit is typed. */
export type SeparationStart = {
  unitId: number;
  unitName: string;
  price: number | null;
  quoteId: number | null;
  /** A quote not accepted (yet) cannot hold the unit: the form says so instead of failing on submit. */
  quoteAccepted: boolean;
  /** The quote's separación amount, offered as the deposit. */
  deposit: number | null;
  /** The lead that separates: the quote's, or the company's recent leads to choose from. */
  leads: { id: number; name: string }[];
};
