import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { chatPanelMachine } from '#machines/chat/chat-panel/chat-panel.machine';
import { selectReopenCount } from '#machines/chat/chat-panel/chat-panel-reopen.select';
import { Button } from '#ui/components/button';
import { fill, useChatTexts } from './chat-texts';

/** 'Ver resultados (N)': brings back the last results after the user closed the panel; nothing otherwise. */
export function ReopenResultsButton({ panelRef }: { panelRef: ActorRefFrom<typeof chatPanelMachine> }) {
  const t = useChatTexts();
  const count = useSelector(panelRef, selectReopenCount);
  if (count === 0) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => panelRef.send({ type: 'panel.reopen' })}>
      {fill(t.reopen, { count })}
    </Button>
  );
}
