#include "backend/sheets/font_setup.h"

#include <fontconfig/fontconfig.h>

namespace munchkinc::sheets {

// FcInit may run on any thread; a later call (pango's own) finds it done.
FontSetup::FontSetup() : thread_([] { FcInit(); }) {}

FontSetup::~FontSetup() { thread_.join(); }

}  // namespace munchkinc::sheets
