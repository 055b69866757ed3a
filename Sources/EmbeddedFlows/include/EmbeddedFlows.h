#ifndef EMBEDDED_FLOWS_H
#define EMBEDDED_FLOWS_H

#include <stddef.h>

/// The default flow's definition file (onboarding.json beside this module), compiled into
/// the binary: its bytes, not NUL-terminated; their count is stored in `*size`.
const unsigned char *wizard_onboarding_flow(size_t *size);

/// The JSON Schema of the flow format (docs/flow.schema.json, the file `wizard flow schema`
/// prints), compiled in the same way.
const unsigned char *wizard_flow_schema(size_t *size);

#endif
