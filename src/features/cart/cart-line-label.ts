import { moistureLabel } from '../../../shared/constants';
import type { CartViewLine } from './cart-types';

/** 'Chilli 500g': how buttons and messages name a line. */
export function lineName(line: Pick<CartViewLine, 'productName' | 'weight'>): string {
  return `${line.productName} ${line.weight}`;
}

/** '500g · Sweet Spot': the choices that make a line different from another of the same product. */
export function lineOptions(line: Pick<CartViewLine, 'weight' | 'moisture' | 'supportsMoistureOptions'>): string {
  return line.supportsMoistureOptions ? `${line.weight} · ${moistureLabel(line.moisture)}` : line.weight;
}

export function lineKey(line: Pick<CartViewLine, 'productId' | 'weight' | 'moisture'>): string {
  return `${line.productId}:${line.weight}:${line.moisture}`;
}
