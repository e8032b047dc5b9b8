import { BarChart3, FileSearch } from 'lucide-react';

/** Issue 18: the admin screens, in the sidebar for admins only (the server checks every request). */
export const ADMIN_ENTRIES = [
  { to: '/segments-admin', label: 'Segments', Icon: BarChart3 },
  { to: '/document-analysis', label: 'Document Analysis', Icon: FileSearch },
] as const;
