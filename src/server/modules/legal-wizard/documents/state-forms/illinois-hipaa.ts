import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';

/**
 * No Illinois statute adding requirements to a general authorization to disclose health
 * information was read here (the Mental Health and Developmental Disabilities Confidentiality Act,
 * 740 ILCS 110, governs mental health records and was not checked): the federal elements stand.
 */
export const ILLINOIS_HIPAA = { elements: FEDERAL_HIPAA_ELEMENTS };
