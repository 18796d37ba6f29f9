import { headerParts } from '@site-chrome/rules/sites';
import * as z from '@site-chrome/runtime/schema-kit';

/** For validating a host's `hiddenParts` prop at the boundary. */
export const headerPartSchema = z.enum(headerParts);
