# Release builds link the engine with link-time optimisation: its hot paths
# cross its source files (a move updates a player's summaries, the bots ask
# the rules), and inlining across them saves a few percent of every game.
# Sanitizer builds stay as they are.
include(CheckIPOSupported)
check_ipo_supported(RESULT MUNCHKIN_LTO_SUPPORTED LANGUAGES CXX)

# Links `target` with link-time optimisation in Release builds. A static
# library gets fat objects, so that once installed it also links into
# projects built without LTO.
function(munchkin_lto target)
  if(NOT MUNCHKIN_LTO_SUPPORTED OR MUNCHKIN_SANITIZE)
    return()
  endif()
  set_property(TARGET ${target} PROPERTY INTERPROCEDURAL_OPTIMIZATION_RELEASE ON)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "STATIC_LIBRARY")
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-ffat-lto-objects>)
  endif()
endfunction()
