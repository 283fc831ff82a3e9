// Support line for privacy requests (SPEC §2: requests by e-mail or phone). 555-01xx numbers are
// reserved for fiction, like the trainhub.example domain of the support address.
export const PRIVACY_PHONE = '+1 (859) 555-0100';
