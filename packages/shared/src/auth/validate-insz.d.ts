// validate-insz ships without types: formatted or plain INSZ in, validity out
declare module 'validate-insz' {
  const validateInsz: (insz: string) => boolean;
  export default validateInsz;
}
