// The screens' Hungarian dates live in the contract, so the gateway's mails write the same
// "2026. 12. 14." (docs/architecture.md "Dates, working days and quotas").
export * from '@tavollet/contract/domain/format-date';
