import { moistureLabel } from '../../../shared/constants';

/** How an order line reads on invoices and credit notes: 'Chilli 250g (Mooo!)'. */
export function lineDescription(item: { productName: string; weight: string; moisture: string }): string {
  return `${item.productName} ${item.weight} (${moistureLabel(item.moisture)})`;
}
