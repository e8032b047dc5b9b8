import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

type Props = { fileName: string; headers: readonly string[]; rows: readonly string[][] };

/** The first rows of a CSV as the file has them, to tell its columns apart. */
export function SampleRowsTable({ fileName, headers, rows }: Props) {
  return (
    <Table label={`First rows of ${fileName}`} className="text-xs">
      <TableHeader>
        <TableRow>
          {headers.map((header, index) => (
            <TableHead key={`${index}-${header}`} scope="col" className="h-9">
              {header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowIndex}>
            {headers.map((header, index) => (
              <TableCell key={`${index}-${header}`} className="py-1.5 whitespace-nowrap">
                {row[index] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
