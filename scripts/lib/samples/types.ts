export type Finding = {file: string; line: number; message: string};
