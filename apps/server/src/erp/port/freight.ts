import type { Instance } from './instance';

export type ErpAwbLine = {
  instance: Instance;
  awbLineId: number;
  vendorId: number;
  orgId: number;
  branch: string;
  reference: string;
  periode: string;
  awb: string;
  awbVendor: string | null;
  customer: string;
  service: string;
  charge: string;
  quantity: string;
  rateVendor: string;
  rateCompany: string;
  totalCompany: string;
  shipDate: string;
};
export type ErpBranch = { orgId: number; name: string };
export type ErpTravelOrder = { travelOrderNo: string; guestName: string; startDate: string; endDate: string; supplierName: string };

/** Freight (AWB) lines and branches for expedition billing, and travel orders. */
export interface ErpFreight {
  listAwbLines(q: { instance: Instance; vendorId: number; fromDate?: string; toDate?: string; awb?: string; branch?: string }): Promise<ErpAwbLine[]>;
  listBranches(instance: Instance, vendorId: number): Promise<ErpBranch[]>;
  listTravelOrders(supplierName: string): Promise<ErpTravelOrder[]>;
}
