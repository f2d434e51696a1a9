# Installation: the runtime library and headers, munchkinc, the bundled sets
# and card templates, and a CMake package so an outside project can write
#   find_package(Munchkin REQUIRED)
#   munchkin_add_set(my_tables path/to/my-set)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(MUNCHKIN_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/Munchkin")
# Always share/munchkin, whatever CMAKE_INSTALL_DATADIR says: munchkinc looks
# for it at or above its own folder.
set(MUNCHKIN_INSTALL_SETSDIR "share/munchkin/sets")
set(MUNCHKIN_INSTALL_TEMPLATESDIR "share/munchkin/templates")

set_target_properties(munchkin_runtime PROPERTIES EXPORT_NAME runtime)
set_target_properties(munchkin_vocabulary PROPERTIES EXPORT_NAME vocabulary)
install(TARGETS munchkin_runtime munchkin_vocabulary EXPORT MunchkinTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY "${PROJECT_SOURCE_DIR}/runtime/include/munchkin" DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT MunchkinTargets NAMESPACE Munchkin:: DESTINATION "${MUNCHKIN_INSTALL_CMAKEDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/sets/" DESTINATION "${MUNCHKIN_INSTALL_SETSDIR}")

configure_package_config_file("${CMAKE_CURRENT_LIST_DIR}/MunchkinConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/MunchkinConfig.cmake"
  INSTALL_DESTINATION "${MUNCHKIN_INSTALL_CMAKEDIR}"
  PATH_VARS CMAKE_INSTALL_BINDIR MUNCHKIN_INSTALL_SETSDIR)
write_basic_package_version_file("${PROJECT_BINARY_DIR}/MunchkinConfigVersion.cmake"
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES
  "${PROJECT_BINARY_DIR}/MunchkinConfig.cmake"
  "${PROJECT_BINARY_DIR}/MunchkinConfigVersion.cmake"
  "${CMAKE_CURRENT_LIST_DIR}/MunchkinAddSet.cmake"
  DESTINATION "${MUNCHKIN_INSTALL_CMAKEDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/templates/" DESTINATION "${MUNCHKIN_INSTALL_TEMPLATESDIR}")
# The pages of `munchkinc explain`, which `munchkinc lsp` links each diagnostic to.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/explain/" DESTINATION "share/munchkin/explain")

# munchkinc finds its sets and templates in the nearest share/munchkin at or
# above its own folder (compiler/source/shipped_data.h), nothing compiled in.
# The build tree gets the installed layout too, linked to the source tree so
# edits to sets/ and templates/ take effect without a rebuild.
foreach(data sets templates docs/explain)
  get_filename_component(name "${data}" NAME)
  file(MAKE_DIRECTORY "${PROJECT_BINARY_DIR}/share/munchkin")
  file(CREATE_LINK "${PROJECT_SOURCE_DIR}/${data}" "${PROJECT_BINARY_DIR}/share/munchkin/${name}" SYMBOLIC)
endforeach()
