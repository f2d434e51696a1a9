# Release builds link the engine with link-time optimisation: its hot paths
# cross its source files (a move updates a player's summaries, the bots ask
# the rules), and inlining across them saves a few percent of every game.
# Sanitizer builds stay as they are.
include(CheckIPOSupported)
check_ipo_supported(RESULT MUNCHKIN_LTO_SUPPORTED LANGUAGES CXX)

# Links `target` with link-time optimisation in Release builds.
function(munchkin_lto target)
  if(MUNCHKIN_LTO_SUPPORTED AND NOT MUNCHKIN_SANITIZE)
    set_property(TARGET ${target} PROPERTY INTERPROCEDURAL_OPTIMIZATION_RELEASE ON)
  endif()
endfunction()
