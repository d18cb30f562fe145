import { useMutation } from '@tanstack/react-query';
import { invoiceIntakeApi, type IntakeResult } from '@faktura/domain';
import { callApiUpload } from '../../../lib/api-transfer';

/** Sends an e-invoice file (UBL .xml or Factur-X .pdf) to be read into the form; the file waits as the attachment. */
export function readIntakeFile(file: File): Promise<IntakeResult> {
  return callApiUpload(invoiceIntakeApi.read, { file, fileName: file.name });
}

export function useReadIntake() {
  return useMutation({ mutationFn: readIntakeFile });
}
