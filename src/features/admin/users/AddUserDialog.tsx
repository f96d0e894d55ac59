// Placeholder: the add-user dialog (validate, then create and invite) lands with the invitations work.
export interface AddUserDialogProps {
  companyId: string;
  open: boolean;
  /** `created` is true when a user was created (the lists then refresh through cache tags). */
  onClose: (created: boolean) => void;
}

export default function AddUserDialog(_props: AddUserDialogProps) {
  return null;
}
