// The flow files compiled into wizard. `#embed` makes the build depend on the JSON file
// itself, so editing it rebuilds the binary.
#include "EmbeddedFlows.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char onboarding[] = {
#embed "onboarding.json"
};

const unsigned char *wizard_onboarding_flow(size_t *size) {
    *size = sizeof onboarding;
    return onboarding;
}
