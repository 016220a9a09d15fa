import { describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, setup } from 'xstate';
import { indexPage, machinePage, mermaid } from '../../scripts/machines/catalogue';
import type { FoundMachine } from '../../scripts/machines/load-machines';
import { readMachineTypes } from '../../scripts/machines/machine-types';

const upload = setup({
  actors: { sendFile: fromPromise(async () => 'ok') },
  guards: { isSmall: () => true, isImage: () => true },
  delays: { pause: 300 },
}).createMachine({
  id: 'upload',
  type: 'parallel',
  states: {
    transfer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'file.pick': [{ guard: and(['isSmall', 'isImage']), target: 'sending' }, { target: 'refused' }],
          },
        },
        sending: {
          invoke: { id: 'sendFile', src: 'sendFile', onDone: 'sent', onError: 'refused' },
          after: { pause: { target: 'slow' } },
        },
        slow: { on: { 'file.cancel': '#upload.transfer.idle' } },
        sent: { type: 'final' },
        refused: { on: { 'file.pick': 'idle' } },
      },
    },
    banner: { initial: 'hidden', states: { hidden: { on: { 'banner.show': 'shown' } }, shown: {} } },
  },
});
const found: FoundMachine = {
  name: 'upload',
  file: 'src/machines/shared/upload/upload.machine.ts',
  exportName: 'uploadMachine',
  machine: upload,
};

describe('the catalogue page', () => {
  const page = machinePage(found, {
    description: 'Sends one file. The banner tells how it went.',
    context: [{ name: 'file', type: 'File | null', optional: false }],
    events: [
      { type: 'file.pick', fields: [{ name: 'file', type: 'File', optional: false }] },
      { type: 'file.cancel', fields: [] },
    ],
  });

  it('draws nested states, parallel regions, guards, invoked actors, outcomes and delays', () => {
    expect(mermaid(found).split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  state "transfer" as s_transfer {',
        '    [*] --> s_transfer__idle',
        '    s_transfer__sending : invokes sendFile',
        '    s_transfer__sent --> [*]',
        '  state "banner" as s_banner {',
        '  s_transfer__idle --> s_transfer__sending : file.pick [and(isSmall, isImage)]',
        '  s_transfer__idle --> s_transfer__refused : file.pick',
        '  s_transfer__sending --> s_transfer__sent : done sendFile',
        '  s_transfer__sending --> s_transfer__refused : error sendFile',
        '  s_transfer__sending --> s_transfer__slow : after pause',
        '  s_transfer__slow --> s_transfer__idle : file.cancel',
        '  s_banner__hidden --> s_banner__shown : banner.show',
      ])
    );
  });

  it('lists the states, the transitions, the events with their payload and the context', () => {
    expect(page).toContain(
      '[`src/machines/shared/upload/upload.machine.ts`](../../src/machines/shared/upload/upload.machine.ts)'
    );
    // Five transfer states side by side with two banner states: ten combinations, each one path.
    expect(page).toContain('· 9 states · 10 generated paths ·');
    expect(page).toContain('| `transfer.sending` | atomic | `sendFile` |  |');
    expect(page).toContain(
      '| `transfer.idle` | `file.pick` | `and(isSmall, isImage)` | `transfer.sending` |  |'
    );
    expect(page).toContain('| `file.pick` | file: `File` |');
    expect(page).toContain('| `file` | `File \\| null` |');
  });

  it('indexes each machine with the first sentence of its doc comment', () => {
    const index = indexPage([found], () => ({
      description: 'Sends one file. The banner tells.',
      context: [],
      events: [],
    }));
    expect(index).toContain('| [upload](upload.md) | 9 | 10 | Sends one file. |');
  });

  it('says so when a machine has no doc comment instead of inventing one', () => {
    const bare: FoundMachine = { ...found, machine: createMachine({ initial: 'a', states: { a: {} } }) };
    expect(indexPage([bare], () => undefined)).toContain('_no doc comment_');
  });
});

describe('the types of a machine', () => {
  it('reads the doc comment, the context fields and the events as their author wrote them', () => {
    const file = 'src/machines/chat/chat-panel/chat-panel.machine.ts';
    const types = readMachineTypes([file]).get(`${file}#chatPanelMachine`)!;
    expect(types.description).toMatch(/^The results panel of the chat/);
    expect(types.context).toContainEqual({ name: 'properties', type: 'Recommendation[]', optional: false });
    expect(types.context).toContainEqual({ name: 'sort', type: 'SortOrder | null', optional: false });
    expect(types.events).toContainEqual({
      type: 'panel.sort',
      fields: [{ name: 'order', type: 'SortOrder', optional: false }],
    });
    expect(types.events.map((e) => e.type)).toContain('panel.replyFailed');
  });
});
