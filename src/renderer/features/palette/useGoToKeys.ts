import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isKeyboardBusy } from '../../components/keyboard';
import { stepSequence, type GoToTarget } from './goToKeys';

/**
 * Listens for the `g` sequences (`g` then a letter) outside text inputs and dialogs. Blueprint's
 * hotkeys match one combo, not a sequence; the sequences are listed in its `?` dialog by the
 * palette's shortcuts all the same.
 */
export function useGoToKeys(targets: readonly GoToTarget[]): void {
  const navigate = useNavigate();
  useEffect(() => {
    let armedAt: number | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      // A modifier alone (Shift held for the next key) neither starts nor breaks a sequence.
      if (event.key.length !== 1) return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isKeyboardBusy(event.target)) {
        armedAt = null;
        return;
      }
      const step = stepSequence(armedAt, event.key, event.timeStamp, targets);
      armedAt = step.armedAt;
      if (step.path !== null) {
        event.preventDefault();
        void navigate(step.path);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [targets, navigate]);
}
