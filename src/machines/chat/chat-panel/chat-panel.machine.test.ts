import { createActor } from 'xstate';
import {
  analysisReply,
  belen,
  emptySearchReply,
  greetingReply,
  laureles,
  newSearchReply,
  outOfContextReply,
  searchReply,
} from '#machines/chat/chat-session/chat-session.fixtures';
import { parseAnalysis } from './analysis-sections';
import { chatPanelMachine, type ChatPanelInput } from './chat-panel.machine';
import { selectReopenCount } from './chat-panel-reopen.select';
import { selectPanelView, sortProperties } from './chat-panel.select';

const start = (input: ChatPanelInput = { restore: null }) => createActor(chatPanelMachine, { input }).start();

const reply = (r: typeof searchReply, onlyMessage = false) => ({
  type: 'panel.reply' as const,
  reply: r,
  onlyMessage,
});

const comparisonReply = {
  ...analysisReply,
  analysis_details: null,
  comparison: {
    properties: [
      { id: laureles.id, title: laureles.title },
      { id: belen.id, title: belen.title },
    ],
    rows: [{ key: 'price' as const, label: 'Precio', values: [396_000_000, 318_000_000], best: [1] }],
  },
};

describe('chat panel machine', () => {
  it("ticks two or three cards for 'Comparar' and shows the comparison above the results it compares", () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.pick', property: laureles });
    expect(selectPanelView(panel.getSnapshot()).canCompare).toBe(false);
    panel.send({ type: 'panel.pick', property: belen });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({
      canCompare: true,
      pickedIds: [laureles.id, belen.id],
    });
    panel.send({ type: 'panel.pick', property: { ...belen, id: 1 } });
    panel.send({ type: 'panel.pick', property: { ...belen, id: 2 } });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({ pickFull: true, pickedIds: [376, 371, 1] });
    panel.send({ type: 'panel.pick', property: { ...belen, id: 1 } });
    expect(selectPanelView(panel.getSnapshot()).pickedIds).toEqual([376, 371]);

    panel.send({ type: 'panel.close' });
    panel.send(reply(comparisonReply));
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({
      open: true,
      view: 'results',
      properties: [laureles, belen],
      comparison: comparisonReply.comparison,
      pickedIds: [],
    });
    panel.send(reply(searchReply));
    expect(selectPanelView(panel.getSnapshot()).comparison).toBeNull();
  });

  it('starts closed, or on the results of a restored conversation', () => {
    expect(start().getSnapshot().value).toBe('closed');
    const restored = start({ restore: { recommendations: [belen], slots: searchReply.slots } });
    expect(restored.getSnapshot().value).toBe('results');
    expect(selectPanelView(restored.getSnapshot()).properties).toEqual([belen]);
  });

  it("keeps the results a user closed, for 'Ver resultados (N)'; a new search forgets them", () => {
    const panel = start();
    expect(selectReopenCount(panel.getSnapshot())).toBe(0);
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.showDetails', property: belen });
    panel.send({ type: 'panel.close' });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({ open: false, details: null });
    expect(selectReopenCount(panel.getSnapshot())).toBe(2);
    panel.send({ type: 'panel.reopen' });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({ open: true, properties: [laureles, belen] });
    panel.send({ type: 'panel.close' });
    panel.send(reply(newSearchReply));
    expect(selectReopenCount(panel.getSnapshot())).toBe(0);
    panel.send({ type: 'panel.reopen' });
    expect(panel.getSnapshot().value).toBe('closed');
  });

  it('opens the results on a reply with recommendations, with the chips of its filters', () => {
    const panel = start();
    panel.send(reply(greetingReply, true));
    expect(panel.getSnapshot().value).toBe('closed');
    panel.send(reply(searchReply));
    const view = selectPanelView(panel.getSnapshot());
    expect(view).toMatchObject({ open: true, view: 'results', properties: [laureles, belen] });
    expect(view.chips.map((c) => c.label)).toEqual(['Medellín', '2 habitaciones', 'Hasta $400.000.000']);
  });

  it('goes to the analysis, shows it when its reply arrives, and Regresar restores the same results', () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.analyze', property: belen });
    expect(panel.getSnapshot().value).toEqual({ financial_analysis: 'loading' });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({
      analysisStatus: 'loading',
      selected: belen,
    });
    panel.send(reply(analysisReply));
    expect(panel.getSnapshot().value).toEqual({ financial_analysis: 'ready' });
    expect(selectPanelView(panel.getSnapshot()).analysisSections?.mainMetrics).toHaveLength(4);
    panel.send({ type: 'panel.back' });
    expect(panel.getSnapshot().value).toBe('results');
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({
      properties: [laureles, belen],
      selected: null,
    });
  });

  it('shows no analysis when the reply failed or carried none', () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.analyze', property: belen });
    panel.send({ type: 'panel.replyFailed' });
    expect(selectPanelView(panel.getSnapshot()).analysisStatus).toBe('unavailable');
    panel.send({ type: 'panel.analyze', property: belen });
    panel.send(reply(greetingReply));
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({
      analysisStatus: 'unavailable',
      analysisNote: greetingReply.content,
    });
  });

  it('closes on a new search, out of context, and a greeting that is the only message', () => {
    for (const [closing, onlyMessage] of [
      [newSearchReply, false],
      [outOfContextReply, false],
      [greetingReply, true],
    ] as const) {
      const panel = start();
      panel.send(reply(searchReply));
      panel.send(reply(closing, onlyMessage));
      expect(panel.getSnapshot().value).toBe('closed');
      expect(panel.getSnapshot().context.properties).toEqual([]);
    }
    const panel = start();
    panel.send(reply(searchReply));
    panel.send(reply(greetingReply, false));
    expect(panel.getSnapshot().value).toBe('results');
  });

  it('keeps the panel open on its empty state when a refinement finds nothing', () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send(reply(emptySearchReply));
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({ open: true, properties: [] });
  });

  it('closing keeps the results but drops the analysis; clearing the chat clears everything', () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.sort', order: 'price_asc' });
    panel.send({ type: 'panel.analyze', property: belen });
    panel.send({ type: 'panel.close' });
    expect(panel.getSnapshot().value).toBe('closed');
    expect(panel.getSnapshot().context).toMatchObject({
      properties: [laureles, belen],
      analysis: null,
      selected: null,
      sort: 'price_asc',
    });
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.clear' });
    expect(panel.getSnapshot().context).toMatchObject({ properties: [], sort: null, slots: null });
  });

  it('sorts, toggles the sort options and opens details and the interest form', () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.toggleFilters' });
    panel.send({ type: 'panel.sort', order: 'price_asc' });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({
      filtersOpen: true,
      properties: [belen, laureles],
    });
    panel.send({ type: 'panel.showDetails', property: belen });
    expect(selectPanelView(panel.getSnapshot()).details).toBe(belen);
    panel.send({ type: 'panel.interest', property: belen, sessionId: 'sesion-1' });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({ details: null, interest: belen });
    // The panel runs the lead form for that property and conversation; the dialog only renders it.
    const lead = selectPanelView(panel.getSnapshot()).leadRef!;
    expect(panel.getSnapshot().children.chatLead).toBe(lead);
    expect(lead.getSnapshot().context).toMatchObject({ property: belen, sessionId: 'sesion-1' });
    panel.send({ type: 'panel.interestDone' });
    expect(selectPanelView(panel.getSnapshot())).toMatchObject({ interest: null, leadRef: null });
    expect(panel.getSnapshot().children.chatLead).toBeUndefined();
  });

  it('drops an open lead form when the results are cleared', () => {
    const panel = start();
    panel.send(reply(searchReply));
    panel.send({ type: 'panel.interest', property: belen, sessionId: 'sesion-1' });
    panel.send({ type: 'panel.clear' });
    expect(selectPanelView(panel.getSnapshot()).leadRef).toBeNull();
    expect(panel.getSnapshot().children.chatLead).toBeUndefined();
  });
});

describe('sorting', () => {
  const noPrice = { ...belen, id: 1, price: null, priceLabel: '', area: null };
  it('reads the digits of the price label and the numeric area; unknown values go last', () => {
    expect(sortProperties([laureles, noPrice, belen], 'price_asc').map((p) => p.id)).toEqual([371, 376, 1]);
    expect(sortProperties([belen, laureles, noPrice], 'price_desc').map((p) => p.id)).toEqual([376, 371, 1]);
    expect(sortProperties([belen, noPrice, laureles], 'area_desc').map((p) => p.id)).toEqual([376, 371, 1]);
    expect(sortProperties([laureles, belen], 'area_asc').map((p) => p.id)).toEqual([371, 376]);
    expect(sortProperties([laureles, belen], null).map((p) => p.id)).toEqual([376, 371]);
  });
});

describe('analysis sections', () => {
  it('reads figures, negative values, ROI, highlighted recommendations and conclusions by heading', () => {
    const sections = parseAnalysis(analysisReply.content);
    expect(sections?.title).toBe('Apartamento con balcón en Belén');
    expect(sections?.mainMetrics[0]).toEqual({
      label: 'Precio de compra',
      value: '$318.000.000',
      negative: false,
      roi: false,
    });
    expect(sections?.results.find((f) => f.label === 'Flujo de caja anual')?.negative).toBe(true);
    expect(sections?.results.find((f) => f.label === 'ROI (año 1)')?.roi).toBe(true);
    expect(sections?.recommendations.map((r) => r.level)).toEqual(['low', 'high', null]);
    expect(sections?.conclusions).toEqual(['Con estos supuestos es una inversión moderada.']);
    expect(parseAnalysis('## Hola\ntexto')).toBeNull();
  });
});
