import { settledLeadIds, type useRevealOutcomes } from '../hooks/use-reveal-outcomes';
import type { LeadSelection } from '../hooks/use-selection';
import { AddToListDialog } from './add-to-list-dialog';
import { RevealDialog } from './reveal-dialog';

/**
 * The page selection's two dialogs: reveal (what it settled leaves the selection, its outcome
 * is recorded once) and add to list (the selection is cleared once added).
 */
export function SelectionDialogs({
  open,
  revealIds,
  selection,
  reveal,
  onClose,
}: {
  open: 'reveal' | 'list' | null;
  /** The selected leads a reveal may charge for (not yet unlocked). */
  revealIds: string[];
  selection: LeadSelection;
  reveal: ReturnType<typeof useRevealOutcomes>;
  onClose: () => void;
}) {
  return (
    <>
      <RevealDialog
        open={open === 'reveal'}
        leadIds={revealIds}
        onClose={onClose}
        onRevealed={(answer) => {
          reveal.record(answer);
          selection.remove(settledLeadIds(answer));
        }}
      />
      <AddToListDialog
        open={open === 'list'}
        leadIds={selection.ids}
        onClose={onClose}
        onAdded={selection.clear}
      />
    </>
  );
}
