// Placeholder: bulk create / bulk edit by Excel lands with the bulk-upload work.
export interface BulkUploadDialogProps {
  companyId: string;
  mode: 'create' | 'edit';
  open: boolean;
  /** `changed` is true when users were created or edited. */
  onClose: (changed: boolean) => void;
}

export default function BulkUploadDialog(_props: BulkUploadDialogProps) {
  return null;
}
