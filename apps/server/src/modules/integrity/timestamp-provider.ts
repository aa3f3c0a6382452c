/** Where RFC 3161 timestamps come from: the organisation's local authority or a contracted TSA. */
export interface TimestampProvider {
  readonly kind: 'LOCAL' | 'HTTP';
  /** The authority's name, as stored with each token when the token itself does not name it. */
  readonly name: string;
  /** Sends a DER TimeStampReq and returns the DER TimeStampResp. */
  request(der: Buffer): Promise<Buffer>;
}
