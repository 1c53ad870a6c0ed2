/** Saves a file the server sent under `name` through a temporary link. */
export function downloadFile(file: Blob, name: string, doc: Document = document): void {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  doc.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
