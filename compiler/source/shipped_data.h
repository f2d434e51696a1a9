// Where the data munchkinc ships with lives: the bundled sets and the card
// templates. Nothing is compiled in, so an installed prefix can be moved or
// the source tree deleted: the data is the nearest share/munchkin/ at or
// above the running binary's folder. That is PREFIX/share/munchkin for an
// installed munchkinc (PREFIX/bin/munchkinc), and build/share/munchkin in a
// build tree, whose sets/ and templates/ link to the source tree.
#pragma once

#include <string>

namespace munchkinc {

// The share/munchkin folder (canonical), or empty when there is none.
std::string shippedDataDirectory();

// The sub-folder `name` of it (canonical, links resolved), or empty when
// there is no such folder.
std::string shippedDataFolder(const std::string& name);

// Where shippedDataFolder(name) looked, for messages saying why it found
// nothing: "share/munchkin/NAME at or above FOLDER".
std::string shippedDataSearchDescription(const std::string& name);

}  // namespace munchkinc
