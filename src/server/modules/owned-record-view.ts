/** The fields every household record's answer starts with: its id, household and timestamps. */
export function ownedRecordView(row: {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
