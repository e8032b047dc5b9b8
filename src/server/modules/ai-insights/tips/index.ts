export { recommend } from './recommend';
export { TIP_RULES } from './tip-registry';
