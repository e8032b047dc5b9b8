export { analyzePortfolio } from './analyze-portfolio';
export {
  cashPosition,
  CASH_HIGH_MONTHS,
  CASH_LOW_MONTHS,
  type CashPosition,
} from './cash-position';
