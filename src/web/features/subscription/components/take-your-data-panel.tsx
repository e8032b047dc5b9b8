import { Download, FileText } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { ZDocumentList } from '@shared/documents/document-schemas';
import { csvExportUrl, householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';
import { useDownloadDocument } from '@web/lib/use-download-document';

/** The lists a household can take out as CSV files, and the printable binder. */
function exportLinks(owners: readonly string[]) {
  const query = owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
  return [
    { label: 'Monthly expenses (CSV)', href: csvExportUrl('expenses', owners) },
    { label: 'Financial accounts (CSV)', href: csvExportUrl('assets', owners) },
    { label: 'Loans (CSV)', href: csvExportUrl('loans', owners) },
    { label: 'Investments (CSV)', href: csvExportUrl('investments', owners) },
    { label: 'Insurance policies (CSV)', href: `/api/policies/export${query}` },
    { label: 'Family binder (PDF)', href: `/api/binder${query}` },
  ];
}

/** The household's own documents (not the family selector's: it leaves out a household without a plan). */
function useOwnDocuments(ownerId: string) {
  return useQuery({
    queryKey: householdKeys.documents([ownerId]),
    queryFn: () =>
      readList(
        `/documents?owners=${encodeURIComponent(ownerId)}`,
        ZDocumentList,
        (body) => body.documents,
      ),
  });
}

function DocumentDownloads({ ownerId }: { ownerId: string }) {
  const documents = useOwnDocuments(ownerId);
  const { download, busy } = useDownloadDocument();
  if (documents.isError)
    return (
      <LoadError
        title="We couldn't load your documents"
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  if (!documents.data)
    return <Skeleton className="h-10 w-full" role="status" aria-label="Loading documents" />;
  if (documents.data.length === 0)
    return <p className="text-muted-foreground">No documents are stored in your hub.</p>;
  return (
    <ul className="grid gap-2">
      {documents.data.map((document) => (
        <li key={document.id} className="flex items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-2">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate">{document.name}</span>
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void download(document)}
            aria-label={`Download ${document.name}`}
          >
            <Download aria-hidden />
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * While payment is required and the household has no plan (issue 35), its data is still its own:
 * the server keeps the exports open, and this is where the household guard sends people, so the
 * files are offered here.
 */
export function TakeYourDataPanel({ ownerId }: { ownerId: string }) {
  const selected = [ownerId];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Your data is still yours</h2>
        <CardDescription>
          Until you choose a plan, you can download everything your household keeps in Nido.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <div className="flex flex-wrap gap-2">
          {exportLinks(selected).map((link) => (
            <Button key={link.href} variant="outline" asChild>
              <a href={link.href} download>
                <Download aria-hidden />
                {link.label}
              </a>
            </Button>
          ))}
        </div>
        <section aria-labelledby="your-documents" className="grid gap-3">
          <h3 id="your-documents" className="font-medium">
            Documents
          </h3>
          <DocumentDownloads ownerId={ownerId} />
        </section>
      </CardContent>
    </Card>
  );
}
