/** The litres taken from every tank of a voucher. */
export const totalQuantity = (tanks: { extractedQuantity: number }[]) =>
  tanks.reduce((sum, tank) => sum + tank.extractedQuantity, 0);
