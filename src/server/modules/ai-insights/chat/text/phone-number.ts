/** A US phone number as the records write it ("(713) 555-0188", "713-555-0188"), its area code first. */
export const PHONE_NUMBER = /\(?\b(\d{3})\)?[\s.-]?\d{3}[\s.-]\d{4}\b/;
