// The flow files compiled into wizard, and the JSON Schema of their format. `#embed` makes
// the build depend on each JSON file itself, so editing it rebuilds the binary.
#include "EmbeddedFlows.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char onboarding[] = {
#embed "onboarding.json"
};

const unsigned char *wizard_onboarding_flow(size_t *size) {
    *size = sizeof onboarding;
    return onboarding;
}

static const unsigned char flow_schema[] = {
#embed "../../docs/flow.schema.json"
};

const unsigned char *wizard_flow_schema(size_t *size) {
    *size = sizeof flow_schema;
    return flow_schema;
}
