import { Modal } from '@/components/ui/modal';
import { useOpenDrawer, type SignInPayload } from '@/lib/drawers';
import { DialogTitle } from './panel-title';
import { RegisterPanel } from './register-panel';
import { SignInPanel } from './sign-in-panel';

interface EntryModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payload?: SignInPayload | undefined;
}

/**
 * The sign-in modal (shell §2 "Shared panels"): the /login panel over the current page, opened from the header
 * and wherever a guest must sign in to go on. After success it closes and the shopper is still where they were;
 * the action that asked for an account goes on (`afterSignIn`). "Create an account" swaps it for the sign-up modal.
 */
export function SignInModal({ open, onOpenChange, payload }: EntryModalProps) {
  const openDrawer = useOpenDrawer();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <SignInPanel
        Title={DialogTitle}
        onSignedIn={() => {
          onOpenChange(false);
          payload?.afterSignIn?.();
        }}
        onCreateAccount={() => openDrawer({ name: 'signUp', payload })}
      />
    </Modal>
  );
}

/** The sign-up modal (shell §2): the /register panel over the current page; a new account stays where it was. */
export function SignUpModal({ open, onOpenChange, payload }: EntryModalProps) {
  const openDrawer = useOpenDrawer();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <RegisterPanel
        Title={DialogTitle}
        onRegistered={() => {
          onOpenChange(false);
          payload?.afterSignIn?.();
        }}
        onSignIn={() => openDrawer({ name: 'signIn', payload })}
      />
    </Modal>
  );
}
